programa {
  inclua biblioteca Texto --> t

  funcao inicio() {
    cadeia palavra
    leia(palavra)
    escreva(palavra, " tem ", t.numero_caracteres(palavra), " letras\n")
    escreva(t.caixa_alta(palavra), "\n")
    cadeia invertida = ""
    para (inteiro i = t.numero_caracteres(palavra) - 1; i >= 0; i--) {
      invertida += t.obter_caracter(palavra, i)
    }
    escreva(invertida, "\n")
    caracter c = t.obter_caracter(palavra, 2)
    escreva("terceira letra: ", c, "\n")
    escreva(t.posicao_texto("ção", "atenção, canção", 8), "\n")
  }
}
