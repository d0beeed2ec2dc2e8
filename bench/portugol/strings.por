// String building: n letters appended one at a time (and every tenth step the counter, as text), then the
// letters 'e' counted one character at a time.
programa {
  inclua biblioteca Texto --> t

  funcao inicio() {
    inteiro n
    leia(n)
    cadeia alfabeto = "abcdefghijklmnopqrstuvwxyz"
    cadeia s = ""
    para (inteiro i = 0; i < n; i++) {
      s = s + t.obter_caracter(alfabeto, i % 26)
      se (i % 10 == 0) {
        s += i
      }
    }
    inteiro tamanho = t.numero_caracteres(s)
    inteiro conta = 0
    para (inteiro i = 0; i < tamanho; i++) {
      se (t.obter_caracter(s, i) == 'e') {
        conta++
      }
    }
    escreva(tamanho, " ", conta, "\n")
  }
}
