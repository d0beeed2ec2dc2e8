programa {
  inclua biblioteca Util --> u

  funcao inicio() {
    inteiro v[7]
    real m[3][5]
    escreva(u.numero_elementos(v), "\n")
    escreva(u.numero_linhas(m), " x ", u.numero_colunas(m), "\n")

    inteiro antes = u.tempo_decorrido()
    u.aguarde(5)
    inteiro depois = u.tempo_decorrido()
    se (depois >= antes) {
      escreva("o tempo anda para frente\n")
    }

    logico ok = verdadeiro
    para (inteiro i = 0; i < 1000; i++) {
      inteiro dado = u.sorteia(1, 6)
      se (dado < 1 ou dado > 6) {
        ok = falso
      }
    }
    escreva("sorteios dentro de 1..6: ", ok, "\n")
  }
}
